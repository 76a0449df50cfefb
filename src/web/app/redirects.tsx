import { Navigate, useLocation, useParams } from "@web/lib/router";

/** Old detail links: the server answers 301 for full page loads, this covers links inside the app. */
export function LegacyIdeaRedirect() {
  const { slug = "" } = useParams();
  return <Navigate to={`/ideas/${encodeURIComponent(slug)}`} replace />;
}

/** The spec's other name for sign-in; keeps ?redirect= and anything else in the query. */
export function LegacyLoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/login${search}`} replace />;
}
