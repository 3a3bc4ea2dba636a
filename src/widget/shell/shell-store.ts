/**
 * The state the shell itself needs: which flow and step are showing, the header title, the back
 * button, the notices, the prefill parameters. One instance per mounted widget.
 *
 * Interim: the widget store (src/engine/store/) is being written beside this. Until it lands the
 * shell runs on this small MobX class; the store is expected to provide the same `ShellStore`
 * surface (or an adapter to it), so the shell does not change when it arrives.
 */
import { action, computed, makeObservable, observable, observableRef, observableShallow } from 'mobx';
import { DEFAULT_HEADER_TITLES, INITIAL_STEP, headerTitle, isStepId, previousStep, resolveWording, type FlowDefinition, type SessionData, type StepId } from '../../engine/flow/index.ts';
import type { BrandDefinition } from '../../engine/i18n/brand.ts';
import type { WidgetParams } from '../params.ts';

/** A message over the step: a locale key (translated with params) or a server's own text. Same shape as the widget store's notices. */
export interface Notice {
  id: number;
  level: 'error' | 'info';
  key?: string;
  text?: string;
  params?: Record<string, unknown>;
}

export interface ShellStore {
  readonly brand: BrandDefinition;
  readonly params: WidgetParams;
  readonly flowId: string;
  readonly flow: FlowDefinition | undefined;
  readonly step: StepId;
  /** Session fields as the widget knows them (for guards: titles, back rules). */
  readonly session: SessionData;
  readonly notices: readonly Notice[];
  /** Locale key of the header title for the current step. */
  readonly titleKey: string;
  readonly canGoBack: boolean;
  back(): void;
  goTo(step: StepId): void;
  setFlow(flow: FlowDefinition): void;
  applyParams(params: WidgetParams): void;
  notify(notice: Omit<Notice, 'id'>): void;
  dismiss(id: number): void;
}

/** The flow shown until the booking type says otherwise: the standard table booking. */
export const DEFAULT_FLOW_ID = 'TableBooking';

export class WidgetShellStore implements ShellStore {
  params: WidgetParams;
  flowId = DEFAULT_FLOW_ID;
  flow: FlowDefinition | undefined = undefined;
  step: StepId = INITIAL_STEP;
  session: SessionData = {};
  notices: Notice[] = [];
  private nextNoticeId = 1;

  constructor(
    readonly brand: BrandDefinition,
    params: WidgetParams,
  ) {
    this.params = params;
    this.session = sessionFromParams(params);
    makeObservable<WidgetShellStore, 'nextNoticeId'>(this, {
      params: observableRef,
      flowId: observable,
      flow: observableRef,
      step: observable,
      session: observableRef,
      notices: observableShallow,
      nextNoticeId: false,
      titleKey: computed,
      canGoBack: computed,
      back: action,
      goTo: action,
      setFlow: action,
      applyParams: action,
      notify: action,
      dismiss: action,
    });
  }

  get titleKey(): string {
    return (this.flow ? headerTitle(this.flow, this.step, this.session) : resolveWording(DEFAULT_HEADER_TITLES[this.step], this.session)) ?? 'widget:header.bookNow';
  }

  get canGoBack(): boolean {
    return this.flow !== undefined && previousStep(this.flow, this.step, this.session) !== null;
  }

  back(): void {
    const to = this.flow ? previousStep(this.flow, this.step, this.session) : null;
    if (to) this.step = to;
  }

  goTo(step: StepId): void {
    if (isStepId(step)) this.step = step;
  }

  setFlow(flow: FlowDefinition): void {
    this.flow = flow;
    this.flowId = flow.id;
  }

  applyParams(params: WidgetParams): void {
    this.params = { ...this.params, ...params };
    this.session = { ...this.session, ...sessionFromParams(params) };
  }

  notify(notice: Omit<Notice, 'id'>): void {
    this.notices.push({ ...notice, id: this.nextNoticeId++ });
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }
}

/** The prefill parameters under their session field names. */
export function sessionFromParams(params: WidgetParams): SessionData {
  const session: Record<string, unknown> = {};
  if (params.bar !== undefined) session.bar_id = params.bar;
  if (params.date !== undefined) session.date = params.date;
  if (params.people !== undefined) session.no_people = params.people;
  if (params.type !== undefined) session.party_type = params.type;
  return session;
}
