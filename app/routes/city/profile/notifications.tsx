import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [{ title: "Benachrichtigungen – Stadtpuls" }];

export default function Page() {
  return (
    <section>
      <h2 className="text-2xl font-bold">Benachrichtigungen</h2>
    </section>
  );
}
