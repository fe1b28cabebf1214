import { markdownTree, type MarkdownReply, type MarkdownRequest } from './markdown-tree';

/**
 * Parses posts' bodies off the page's main thread: parsing a long post on a phone is one piece of
 * work no tap can interrupt. The page renders the tree it gets back (post-body.tsx).
 */
interface WorkerScope {
  postMessage(message: MarkdownReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<MarkdownRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const { id, markdown } = event.data;
  let reply: MarkdownReply;
  try {
    reply = { id, tree: markdownTree(markdown) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
});
