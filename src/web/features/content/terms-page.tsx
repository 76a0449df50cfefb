import { LegalDocument } from "./components/legal-document";
import { TERMS_INTRO, TERMS_SECTIONS } from "./terms-sections";

export function TermsPage() {
  return <LegalDocument title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
