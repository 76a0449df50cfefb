import { api } from "./api-client";
import { hardNavigate } from "./browser";

/**
 * Spec: Sign Out ends the session and fully reloads to /. A failed sign-out is only logged: the user
 * still lands on / (a full reload drops every cached query).
 */
export async function signOut(): Promise<void> {
  try {
    await api.auth("/api/auth/sign-out", {});
  } catch (error) {
    console.warn("Sign-out failed", error);
  }
  hardNavigate("/");
}
