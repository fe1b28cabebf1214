import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdownTree, type MarkdownReply, type MarkdownRequest } from './markdown-tree';

const MARKDOWN = [
  '# Heading in the body',
  'Read the [Legislature](https://www.legislature.mi.gov/) and [our FAQ](/faq).',
  '| County | Seat |\n|---|---|\n| Ingham | Mason |',
  '- [x] done task\n- [ ] open task',
  'A claim with a note.[^1]',
  '[^1]: The note text.',
  '<script>window.__pwned = true</script><b onclick="x()">bold html</b>',
  '[bad link](javascript:alert(1)) and ![pic](javascript:x) ![ok pic](https://img.example/p.jpg)',
].join('\n\n');

type Answer = (request: MarkdownRequest) => MarkdownReply | null;

/** A stand-in for the browser's Worker: answers each request a moment later as `answer` says (null: never). */
function fakeWorker(answer: Answer, { failToLoad = false } = {}) {
  const requests: MarkdownRequest[] = [];
  class FakeWorker {
    private readonly listeners = new Map<string, Array<(event: unknown) => void>>();
    constructor() {
      if (failToLoad) setTimeout(() => this.emit('error', new Event('error')), 0);
    }
    addEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    postMessage(request: MarkdownRequest) {
      requests.push(request);
      if (failToLoad) return;
      setTimeout(() => {
        const reply = answer(request);
        if (reply) this.emit('message', { data: structuredClone(reply) });
      }, 0);
    }
    terminate() {}
    private emit(type: string, event: unknown) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return requests;
}

/**
 * The post body module with fresh state (its worker is made once per page), the page's own parser
 * already loaded (bodies parsed here then render at once) unless `parserLoaded` is false.
 */
async function freshPostBody({ parserLoaded = true } = {}) {
  vi.resetModules();
  const module = await import('./post-body');
  if (parserLoaded) await module.loadPageParser();
  return module.PostBody;
}

/** The body as rendered by parsing on the page (no Worker in this environment). */
async function bodyParsedHere(markdown: string): Promise<string> {
  vi.unstubAllGlobals();
  const PostBody = await freshPostBody();
  const { container, unmount } = render(<PostBody markdown={markdown} />);
  const html = container.innerHTML;
  unmount();
  return html;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PostBody with the markdown worker', () => {
  it('shows the loading lines, then the body the worker parsed: the same as one parsed on the page', async () => {
    const expected = await bodyParsedHere(MARKDOWN);
    const requests = fakeWorker(({ id, markdown }) => ({ id, tree: markdownTree(markdown) }));
    const PostBody = await freshPostBody();
    const { container } = render(<PostBody markdown={MARKDOWN} />);
    expect(screen.getByTestId('text-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('post-body')).toBeInTheDocument();
    expect(requests.map((request) => request.markdown)).toEqual([MARKDOWN]);
    expect(container.innerHTML).toBe(expected);
    // Still the renderer's rules: no raw HTML, no unsafe URL, outside links in a new tab.
    expect(container.querySelector('script, b[onclick]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"], img[src^="javascript:"]')).toBeNull();
    expect(screen.getByRole('link', { name: /Legislature/ })).toHaveAttribute('target', '_blank');
  });

  it('renders a new body when the markdown changes, and never an answer for the markdown before', async () => {
    fakeWorker(({ id, markdown }) => ({ id, tree: markdownTree(markdown) }));
    const PostBody = await freshPostBody();
    const { rerender } = render(<PostBody markdown="First body." />);
    expect(await screen.findByText('First body.')).toBeInTheDocument();
    rerender(<PostBody markdown="Second body." />);
    expect(screen.queryByText('First body.')).toBeNull();
    expect(await screen.findByText('Second body.')).toBeInTheDocument();
  });

  it('parses on the page, with a console entry, when the worker cannot parse a body', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeWorker(({ id }) => ({ id, error: 'Maximum call stack size exceeded' }));
    const PostBody = await freshPostBody();
    render(<PostBody markdown={MARKDOWN} />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[post body] parsed on the page:', 'Maximum call stack size exceeded');
  });

  it('parses on the page from then on when the worker cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requests = fakeWorker(() => null, { failToLoad: true });
    const PostBody = await freshPostBody();
    const { rerender } = render(<PostBody markdown="First body." />);
    expect(await screen.findByText('First body.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the markdown worker could not load or stopped'));
    rerender(<PostBody markdown="Second body." />);
    expect(screen.getByText('Second body.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it("loads the page's own parser only when a body is parsed here: the loading lines stay until the body shows", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeWorker(() => null, { failToLoad: true });
    const PostBody = await freshPostBody({ parserLoaded: false });
    render(
      <Suspense fallback={<p>Loading the body</p>}>
        <PostBody markdown={MARKDOWN} />
      </Suspense>,
    );
    expect(screen.getByTestId('text-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('text-skeleton')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the markdown worker could not load or stopped'));
  });

  it('without workers, renders the body once the page has loaded its own parser', async () => {
    vi.stubGlobal('Worker', undefined);
    const PostBody = await freshPostBody({ parserLoaded: false });
    // An async act: React retries the suspended render once the parser's chunk is in.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading the body</p>}>
          <PostBody markdown={MARKDOWN} />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Loading the body')).toBeNull();
  });

  it('parses on the page when the worker does not answer in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      fakeWorker(() => null);
      const PostBody = await freshPostBody();
      render(<PostBody markdown="A body the worker keeps." />);
      expect(screen.getByTestId('text-skeleton')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(screen.getByText('A body the worker keeps.')).toBeInTheDocument());
      expect(warn).toHaveBeenCalledWith('[post body] parsed on the page:', expect.stringContaining('took more than'));
    } finally {
      vi.useRealTimers();
    }
  });
});
