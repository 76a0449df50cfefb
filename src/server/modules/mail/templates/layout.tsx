import type { ReactNode } from "react";
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";

const styles = {
  body: { backgroundColor: "#f8fafc", fontFamily: "-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" },
  container: { backgroundColor: "#ffffff", margin: "24px auto", padding: "32px", maxWidth: "560px", borderRadius: "12px" },
  brand: { fontSize: "20px", fontWeight: 700, color: "#4338ca", margin: "0 0 24px" },
  footer: { fontSize: "12px", color: "#475569", lineHeight: "18px" },
};

export function MailLayout({ preview, children, footer }: { preview: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Ideadeck</Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={styles.footer}>
            {footer ?? "You received this e-mail because of an action on your Ideadeck account."}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const textStyle = { fontSize: "15px", lineHeight: "24px", color: "#0f172a" };
export const buttonStyle = {
  backgroundColor: "#4338ca",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "8px",
  fontWeight: 600,
  textDecoration: "none",
  display: "inline-block",
};
