import { Render } from "@puckeditor/core/rsc";
import type { BlogDocument } from "~/modules/content/blog-content";
import { blogRenderConfig, type BlogRenderMetadata } from "~/modules/content/components/blog-blocks";

/**
 * A post's Puck content, rendered with Puck's lightweight renderer (server-side and on
 * hydration) — the editor bundle is only loaded in 'Bearbeiten' mode.
 */
export function BlogContent({ doc, metadata }: { doc: BlogDocument; metadata: BlogRenderMetadata }) {
  return (
    <div className="blog-content" data-testid="blog-content">
      <Render config={blogRenderConfig} data={doc} metadata={metadata} />
    </div>
  );
}
