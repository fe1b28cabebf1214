import { describe, expect, it } from 'vitest';
import { hostCpuLine, navigationWindow, processKind, rendererThread, SAMPLE_MS } from './host-cpu.mjs';

describe('host CPU while Lighthouse loads a page', () => {
  it('processKind: tells Chromium\'s processes apart by the marks left in their rewritten titles', () => {
    expect(processKind('node measure/audit.mjs --pages /', { self: true })).toBe('Lighthouse (this process)');
    expect(processKind('lighthouse.abc --change-stack-guard-on-fork=enable --no-sandbox --renderer-client-id=5 --launch-time-ticks=1', { self: false })).toBe("the pages' renderers");
    expect(processKind('lighthouse.abc --change-stack-guard-on-fork=enable --gpu-preferences=YAAA --shared-files', { self: false })).toBe('the GPU process');
    expect(processKind('/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService', { self: false })).toBe("Chromium's other processes");
    expect(processKind('/usr/lib/chromium/chromium --remote-debugging-port=36245 --headless', { self: false })).toBe('the browser process');
    expect(processKind('nginx: worker process', { self: false })).toBe('nginx');
    expect(processKind('/usr/local/bin/node tests/fixtures/server.mjs', { self: false })).toBe('the fixture services');
    expect(processKind('bash -c sleep 1', { self: false })).toBe('other');
  });

  it("rendererThread: a renderer's main thread, its workers and the rest", () => {
    expect(rendererThread('CrRendererMain')).toBe("the renderers' main threads");
    expect(rendererThread('DedicatedWorker')).toBe("the renderers' workers");
    expect(rendererThread('Compositor')).toBe("the renderers' other threads");
    expect(rendererThread('CompositorTileW')).toBe("the renderers' other threads");
  });

  it("navigationWindow: Lighthouse's navigation on this process's clock", () => {
    const lhr = { timing: { entries: [{ name: 'lh:driver:navigate', startTime: 100, duration: 15 }, { name: 'lh:driver:navigate', startTime: 2000, duration: 9000 }, { name: 'lh:gather:getArtifact:Trace', startTime: 0, duration: 1 }] } };
    expect(navigationWindow(lhr, 1_000_000)).toEqual({ from: 1_002_000, to: 1_011_000 });
    expect(navigationWindow({}, 0)).toBeNull();
  });

  it("hostCpuLine: the cores each kind used on average while the page's main thread was busy, busiest first, tiny ones left out; how long the main thread ran and waited for a core", () => {
    const at = (i: number) => 10_000 + i * SAMPLE_MS;
    const samples: Array<{ at: number; byKind: Record<string, number>; mainWaitMs?: number }> = [
      { at: at(0), byKind: { "the renderers' main threads": 250, other: 250 } }, // before the window
      { at: at(1), byKind: { "the renderers' main threads": 200, "the renderers' workers": 150, 'Lighthouse (this process)': 10 }, mainWaitMs: 40 },
      { at: at(2), byKind: { "the renderers' main threads": 100, "the renderers' workers": 250, 'the GPU process': 1 }, mainWaitMs: 12 },
      { at: at(3), byKind: { "the renderers' main threads": 20, "the renderers' workers": 250 } }, // the main thread idle
      { at: at(4), byKind: { "the renderers' main threads": 250, other: 250 } }, // after it
    ];
    expect(hostCpuLine(samples, { from: at(0), to: at(3) }, 2)).toBe(
      "host CPU in the 0.5 s of the load the page's main thread was busy, in cores of 2: 1.42 in use; the renderers' workers 0.80, the renderers' main threads 0.60, Lighthouse (this process) 0.02. Over the load the main threads ran 320 ms and waited 52 ms for a core",
    );
    expect(hostCpuLine(samples, { from: at(1), to: at(3) }, 2)).toContain('in cores of 2: 1.40 in use');
    expect(hostCpuLine(null, { from: 0, to: 1 }, 2)).toBe('');
    expect(hostCpuLine(samples, null, 2)).toBe('');
    expect(hostCpuLine(samples.slice(3, 4), { from: at(2), to: at(3) }, 2)).toBe('');
  });
});
