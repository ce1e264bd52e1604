import type { Route } from "./+types/follows";

export const meta: Route.MetaFunction = () => [{ title: "Favoriten – Stadtpuls" }];

export default function Page() {
  return (
    <section>
      <h2 className="text-2xl font-bold">Favoriten</h2>
    </section>
  );
}
