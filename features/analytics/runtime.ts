// Loaded only after the visitor said yes: the tools, the call observer and the popup watch.
import { setAnalytics, type Analytics, type AnalyticsEvent, type AnalyticsParams } from '@/lib/analytics';
import { observeCalls } from '@/lib/api';
import { CAMPAIGN_DIALOG_ID } from '@/features/offers';
import { useDialogStore } from '@/features/shell';
import { eventOfCall, eventOfRoute } from './events';
import { loadScript } from './load-script';
import { createTool, type AnalyticsTool, type ScriptLoader, type ToolAdapter, type ToolWindow } from './tools';

export type AnalyticsSetup = {
  tools: { tool: AnalyticsTool; id: string }[];
  /** First-party address the tools' scripts come from instead of the vendors' (analytic.script_base). */
  scriptBase?: string | null;
  locales: readonly string[];
};

export type AnalyticsRuntime = Analytics & {
  /** The signed-in uid of the page (0: a visitor): identify after sign-in, anonymise after sign-out. */
  user(uid: number): void;
  /** The current pathname: a game route is a game-play event. */
  route(pathname: string): void;
  stop(): void;
};

const log = (message: string, error?: unknown) => console.warn(`[analytics] ${message}`, error ?? '');

/**
 * Installs the configured tools and returns the sink fanning every call out to them. A tool whose
 * script fails is only logged (its queue keeps the calls, as the vendors' snippets do).
 */
export function createRuntime(setup: AnalyticsSetup, win: ToolWindow, load: ScriptLoader, previous?: Analytics): AnalyticsRuntime {
  const adapters: ToolAdapter[] = setup.tools.map(({ tool, id }) => createTool(tool, id, win, load, setup.scriptBase));
  for (const adapter of adapters) adapter.install().catch((error) => log(`${adapter.tool} not loaded`, error));
  const each = (run: (adapter: ToolAdapter) => void) => {
    for (const adapter of adapters) {
      try {
        run(adapter);
      } catch (error) {
        log(`${adapter.tool} failed`, error);
      }
    }
  };

  let identified: string | null = null;
  let lastGamePath: string | null = null;
  const runtime: AnalyticsRuntime = {
    track(event: AnalyticsEvent, params: AnalyticsParams = {}) {
      previous?.track(event, params);
      each((a) => a.track(event, params));
    },
    identify(uid) {
      const id = String(uid);
      if (id === identified) return;
      identified = id;
      previous?.identify(uid);
      each((a) => a.identify(id));
    },
    anonymise() {
      if (identified === null) return;
      identified = null;
      previous?.anonymise();
      each((a) => a.anonymise());
    },
    user(uid) {
      if (uid > 0) runtime.identify(uid);
      else runtime.anonymise();
    },
    route(pathname) {
      const tracked = eventOfRoute(pathname, setup.locales);
      if (!tracked) return void (lastGamePath = null);
      if (pathname === lastGamePath) return;
      lastGamePath = pathname;
      runtime.track(tracked.event, tracked.params);
    },
    stop: () => undefined,
  };

  const stopCalls = observeCalls((outcome) => {
    const tracked = eventOfCall(outcome);
    if (tracked) runtime.track(tracked.event, tracked.params);
  });
  // SPEC §9 offer popups: the campaign dialog opening and closing in the dialog queue.
  const stopPopups = useDialogStore.subscribe((state, before) => {
    const open = state.stack.find((entry) => entry.id === CAMPAIGN_DIALOG_ID);
    const was = before.stack.some((entry) => entry.id === CAMPAIGN_DIALOG_ID);
    if (open && !was) runtime.track('offer-popup-shown', popupParams(open.props));
    if (!open && was) runtime.track('offer-popup-closed', {});
  });
  runtime.stop = () => {
    stopCalls();
    stopPopups();
  };
  return runtime;
}

function popupParams(props: unknown): AnalyticsParams {
  const content = props && typeof props === 'object' ? (props as { content?: { title?: unknown } }).content : undefined;
  return typeof content?.title === 'string' ? { title: content.title.slice(0, 100) } : {};
}

/** The browser's runtime, made the active analytics sink. */
export function startAnalytics(setup: AnalyticsSetup, previous: Analytics): AnalyticsRuntime {
  const runtime = createRuntime(setup, window as unknown as ToolWindow, (src) => loadScript(document, src), previous);
  setAnalytics(runtime);
  return runtime;
}
