import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Benachrichtigungs-Einstellungen – Stadtpuls" }];

export default function Page() {
  return (
    <section>
      <h2 className="text-2xl font-bold">Benachrichtigungs-Einstellungen</h2>
    </section>
  );
}
