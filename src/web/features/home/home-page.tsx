import { DocumentTitle } from "@web/components/page";

/** The hero's heading; the rest of the home page (daily idea, sign-up box) belongs to other issues. */
export function HomePage() {
  return (
    <section className="bg-gradient-to-b from-indigo-50 via-white to-white">
      <DocumentTitle />
      <div className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
          Researched startup ideas you can build in a weekend
        </h1>
      </div>
    </section>
  );
}
