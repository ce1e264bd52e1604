import type { Route } from "./+types/tickets";

export const meta: Route.MetaFunction = () => [{ title: "Meine Tickets – Stadtpuls" }];

export default function Page() {
  return (
    <section>
      <h2 className="text-2xl font-bold">Meine Tickets</h2>
    </section>
  );
}
