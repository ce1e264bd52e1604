import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () => [{ title: "Übersicht – Stadtpuls" }];

export default function Page() {
  return (
    <section>
      <h2 className="text-2xl font-bold">Übersicht</h2>
    </section>
  );
}
