import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = () => [{ title: "Profil bearbeiten – Stadtpuls" }];

export default function Page() {
  return (
    <section>
      <h2 className="text-2xl font-bold">Profil bearbeiten</h2>
    </section>
  );
}
