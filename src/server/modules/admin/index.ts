// The admin module's public face: other modules import it through this file only.
export {};
