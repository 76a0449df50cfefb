import { ArrowLeft, Check, Copy, Download, Lock, Sparkles } from "lucide-react";
import { Link, useParams } from "@web/lib/router";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { z } from "zod";
import type { BuilderDocument, builderDocumentsResponse } from "@shared/schemas/ai";
import { PageContainer, PageHeader } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { PageSpinner, Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { useBuilder } from "@web/lib/catalogue-api";
import { useMe } from "@web/lib/me";
import { notifyError } from "@web/lib/notify";
import { BuilderContent, BUILDER_LOAD_FAILED, COPY_FAILED, useCopy } from "@web/features/ideas";
import { useAiEngine, useAiIdea, useBuilderDocuments, useRewriteBuilderDocuments } from "./api/ai-api";

/** The spec's text for anyone whose plan has no AI builder. */
export const BUILDER_UPGRADE = "Pro feature - Upgrade to access AI builder";
export const BUILDER_IDEA_NOT_FOUND = "Idea not found: this link does not name an idea in the catalogue.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function download(name: string, markdown: string) {
  const url = URL.createObjectURL(new Blob([markdown], { type: "text/markdown;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function DocumentPanel({ document: doc, slug }: { document: BuilderDocument; slug: string }) {
  const { copied, copy } = useCopy();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy(doc.markdown).then((ok) => ok || notifyError(COPY_FAILED, "copy-doc"))}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied!" : "Copy Markdown"}
        </Button>
        <Button size="sm" variant="outline" onClick={() => download(`${slug}-${doc.id}.md`, doc.markdown)}>
          <Download aria-hidden="true" /> Download .md
        </Button>
      </div>
      <label htmlFor={`doc-${doc.id}`} className="sr-only">
        {doc.title}
      </label>
      <textarea
        id={`doc-${doc.id}`}
        readOnly
        value={doc.markdown}
        rows={18}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white p-3 font-mono text-xs leading-relaxed text-slate-900"
      />
    </div>
  );
}

type DocumentsData = z.infer<typeof builderDocumentsResponse>["data"];

/**
 * The PRD and landing copy with a model rewrite button, for a catalogue idea or a validation report:
 * the caller brings the documents query and the rewrite mutation, and says what the built-in ones
 * are written from.
 */
export function LaunchDocuments({
  slug,
  documents,
  rewrite,
  builtInNote,
}: {
  slug: string;
  documents: UseQueryResult<DocumentsData>;
  rewrite: UseMutationResult<{ data: DocumentsData }, Error, void>;
  builtInNote: string;
}) {
  const engine = useAiEngine();
  const shown = rewrite.data?.data ?? documents.data;
  if (documents.isPending) return <Spinner />;
  if (documents.isError) return <Alert>{errorMessage(documents.error, "Failed to load the documents")}</Alert>;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">Launch documents</CardTitle>
        {engine.data?.engine === "model" ? (
          <Button size="sm" variant="outline" onClick={() => rewrite.mutate()} disabled={rewrite.isPending}>
            {rewrite.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />} {shown?.source === "model" ? "Rewrite" : "Write"} with {engine.data.model} (1 chat message)
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-slate-600">{shown?.source === "model" ? `Written by the AI model ${shown.model}. Check its claims before you publish them.` : builtInNote}</p>
        {rewrite.isError ? <Alert>{errorMessage(rewrite.error, "Failed to write the documents")}</Alert> : null}
        {shown ? (
          <Tabs defaultValue="prd">
            <TabsList>
              {shown.documents.map((doc) => (
                <TabsTrigger key={doc.id} value={doc.id}>
                  {doc.title}
                </TabsTrigger>
              ))}
            </TabsList>
            {shown.documents.map((doc) => (
              <TabsContent key={doc.id} value={doc.id} className="pt-3">
                <DocumentPanel document={doc} slug={slug} />
              </TabsContent>
            ))}
          </Tabs>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Documents({ ideaId, slug }: { ideaId: string; slug: string }) {
  return (
    <LaunchDocuments
      slug={slug}
      documents={useBuilderDocuments(ideaId)}
      rewrite={useRewriteBuilderDocuments(ideaId)}
      builtInNote="Written from this idea's own analysis: every line restates our research, nothing is invented."
    />
  );
}

/** What members whose plan has no AI builder see instead of it. */
export function BuilderUpgradeCard() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <Lock aria-hidden="true" className="size-8 text-indigo-600" />
        <p className="font-semibold text-slate-900">{BUILDER_UPGRADE}</p>
        <p className="text-sm text-slate-600">Weekend Empire writes build prompts for six AI app builders, a product requirements document and landing-page copy for every idea, and for the ideas you validate.</p>
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Prompts({ slug }: { slug: string }) {
  const builder = useBuilder(slug, true);
  if (builder.isPending) return <Spinner />;
  if (builder.isError) return <Alert>{errorMessage(builder.error, BUILDER_LOAD_FAILED)}</Alert>;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Build prompts</CardTitle>
      </CardHeader>
      <CardContent>
        <BuilderContent slug={slug} data={builder.data} />
      </CardContent>
    </Card>
  );
}

/** /idea-builder/{id}: the build prompts for six AI builders, the launch checklist, and a PRD and landing copy. */
export function IdeaBuilderPage() {
  const { id } = useParams();
  const { entitlements } = useMe();
  // Idea ids are UUIDs: anything else names no idea, so it is not asked for (the server would refuse the shape).
  const known = id !== undefined && UUID.test(id);
  const idea = useAiIdea(entitlements.canUseBuilder && known ? id : undefined);

  if (!entitlements.canUseBuilder) {
    return (
      <PageContainer className="max-w-3xl space-y-6">
        <PageHeader title="AI Builder" />
        <BuilderUpgradeCard />
      </PageContainer>
    );
  }
  const missing = !known || (idea.isError && isApiError(idea.error) && (idea.error.status === 404 || idea.error.status === 400));
  if (missing) {
    return (
      <PageContainer className="max-w-3xl space-y-6">
        <PageHeader title="AI Builder" />
        <Alert>
          {BUILDER_IDEA_NOT_FOUND}{" "}
          <Link to="/browse" className="font-medium underline underline-offset-2">
            Browse ideas
          </Link>
        </Alert>
      </PageContainer>
    );
  }
  if (idea.isPending) return <PageSpinner />;
  if (idea.isError) {
    return (
      <PageContainer className="max-w-3xl space-y-6">
        <PageHeader title="AI Builder" />
        <Alert>{errorMessage(idea.error, "Failed to load the idea")}</Alert>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-5xl space-y-6">
      <PageHeader
        title={`AI Builder: ${idea.data.title}`}
        description={idea.data.tagline}
        actions={
          <Button asChild variant="ghost">
            <Link to={`/ideas/${idea.data.slug}`}>
              <ArrowLeft aria-hidden="true" /> Back to the idea
            </Link>
          </Button>
        }
      />
      <Prompts slug={idea.data.slug} />
      <Documents ideaId={idea.data.id} slug={idea.data.slug} />
    </PageContainer>
  );
}
