import { ReportDisclosure } from "~/modules/reviews/components/report-disclosure";

/** 'Melden' under a blog article: signed-in readers report it to the admins; others are asked to sign in first. */
export function ReportArticle({ signInHref }: { signInHref: string }) {
  return (
    <ReportDisclosure
      label="Artikel melden"
      question="Was ist an diesem Artikel problematisch?"
      signInHref={signInHref}
      signInText="Ist an diesem Artikel etwas nicht in Ordnung?"
      thanks="Die Redaktion prüft den Artikel und benachrichtigt Sie über das Ergebnis."
    />
  );
}
