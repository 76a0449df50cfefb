import { loadIdeaFiles } from "../src/server/db/seed/load-idea-files";
import { IDEAS_DIR } from "../src/server/paths";

// With no argument: the shipped catalogue, held to its per-category minimum as the seed holds it.
// With a directory: those files alone (a writer checking new ideas), without the minimum.
const ideas = loadIdeaFiles(process.argv[2] ?? IDEAS_DIR);
const counts: Record<string, number> = {};
for (const i of ideas) if (i.status === "published") counts[i.category] = (counts[i.category] ?? 0) + 1;
console.log(`${ideas.length} files valid`, counts);
