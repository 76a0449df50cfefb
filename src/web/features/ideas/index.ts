/**
 * What other features may use from the ideas feature (eslint enforces: features import each other
 * through their index only). The AI builder page shows the same builder content as the idea page.
 */
export { BuilderContent, BUILDER_LOAD_FAILED, COPY_FAILED } from "./builder/builder-modal";
export { useCopy } from "./builder/use-copy";
