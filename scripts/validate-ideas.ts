import { loadIdeaFiles } from "../src/server/db/seed/load-idea-files";
const ideas = loadIdeaFiles(process.argv[2] ?? new URL("../data/ideas", import.meta.url).pathname);
const counts: Record<string, number> = {};
for (const i of ideas) if (i.status === "published") counts[i.category] = (counts[i.category] ?? 0) + 1;
console.log(`${ideas.length} files valid`, counts);
