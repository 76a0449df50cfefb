import { useEffect, useRef, type KeyboardEvent } from "react";
import { Send, Square } from "lucide-react";
import { CHAT_MESSAGE_MAX } from "@shared/schemas/ai";
import { Button } from "@web/components/ui/button";

const TEXTAREA_MAX_PX = 150;

/**
 * The message box: it grows with its text up to TEXTAREA_MAX_PX, Enter sends and Shift+Enter starts a
 * new line, and while an answer streams the button stops it.
 */
export function ChatComposer(props: { draft: string; onDraft: (text: string) => void; onSend: () => void; onStop: () => void; sending: boolean; limitReached: boolean }) {
  const { draft, onDraft, onSend, onStop, sending, limitReached } = props;
  const textarea = useRef<HTMLTextAreaElement>(null);

  // Typing grows the box; a sent (emptied) or restored draft sets it back to its text's height.
  useEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, TEXTAREA_MAX_PX)}px`;
  }, [draft]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }

  return (
    <>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={textarea}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={limitReached}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={limitReached ? "Monthly limit reached" : "Ask the strategist…"}
          aria-describedby="chat-keys"
          style={{ maxHeight: TEXTAREA_MAX_PX }}
          className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none disabled:bg-slate-100"
        />
        {sending ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <Square aria-hidden="true" /> Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!draft.trim() || limitReached}>
            <Send aria-hidden="true" /> Send
          </Button>
        )}
      </form>
      <p id="chat-keys" className="hidden text-xs text-slate-600 sm:block">
        Enter sends; Shift+Enter starts a new line.
      </p>
    </>
  );
}
