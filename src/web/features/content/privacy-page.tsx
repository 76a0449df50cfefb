import { LegalDocument } from "./components/legal-document";
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from "./privacy-sections";

export function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
