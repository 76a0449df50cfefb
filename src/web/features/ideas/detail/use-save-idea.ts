import { useLocation, useNavigate } from "@web/lib/router";
import { ERROR_CATALOGUE } from "@shared/errors";
import { isApiError } from "@web/lib/api-client";
import { useMe } from "@web/lib/me";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { loginPath } from "@web/lib/redirect";
import { useToggleSave } from "@web/lib/catalogue-api";

export const SIGN_IN_TO_SAVE = "Please sign in to save ideas";
export const ADDED_TO_SAVED = "Added to saved ideas";
export const REMOVED_FROM_SAVED = "Removed from saved ideas";

/**
 * Save Idea / Saved. A visitor is sent to sign in and brought back here; the button's state comes
 * from the refreshed idea (the mutation refetches it before its success callback runs).
 */
export function useSaveIdea(idea: { id: string; isSaved: boolean }) {
  const { entitlements, isLoading } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useToggleSave();

  const sendToSignIn = () => {
    notifyError(SIGN_IN_TO_SAVE, "sign-in-to-save");
    void navigate(loginPath(location.pathname + location.search));
  };

  const toggle = () => {
    if (isLoading || mutation.isPending) return;
    if (!entitlements.canSave) {
      sendToSignIn();
      return;
    }
    const save = !idea.isSaved;
    mutation.mutate(
      { ideaId: idea.id, save },
      {
        onSuccess: () => notifySuccess(save ? ADDED_TO_SAVED : REMOVED_FROM_SAVED),
        onError: (error) => {
          if (isApiError(error) && error.status === 401) sendToSignIn();
          else notifyError(ERROR_CATALOGUE.SAVE_IDEA.message, "save-idea");
        },
      },
    );
  };

  return { toggle, isPending: mutation.isPending, disabled: isLoading };
}
