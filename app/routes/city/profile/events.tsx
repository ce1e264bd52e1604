import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = () => [{ title: "Meine Events – Stadtpuls" }];

export default function Page() {
  return (
    <section>
      <h2 className="text-2xl font-bold">Meine Events</h2>
    </section>
  );
}
