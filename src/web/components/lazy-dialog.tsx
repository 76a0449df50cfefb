import { useState, type ComponentType } from "react";
import { lazyPart } from "./lazy-part";

/**
 * A dialog whose code (Radix's focus trap, scroll lock and the dialog's own content) loads when it
 * first opens, not with the page (issue 9's first-visit budget). It stays mounted after that, so it
 * closes with its animation and returns focus like a dialog that was always there. `preload` starts
 * the download early (call it on the opener's hover or focus).
 */
export function lazyDialog<P extends { open: boolean }>(name: string, load: () => Promise<ComponentType<P>>) {
  const Dialog = lazyPart(name, load);

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return <Dialog {...props} />;
  }
  return Object.assign(LazyDialog, { preload: Dialog.preload });
}
