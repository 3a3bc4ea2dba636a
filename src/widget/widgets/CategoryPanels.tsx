/**
 * categoryPanels: the booking type (party_type). Categories in display order — those of the chosen
 * day part — each a collapsible panel listing its types; a category with one type selects it at
 * once. The step's day-part buttons (dayParts) come before them when the step lists them. Categories and
 * types are live data from the session, read through the store; the schema stays as compiled.
 */
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeKey } from '../../engine/flow/index.ts';
import { guardData } from '../../engine/store/index.ts';
import { flowContext } from '../components/FlowForm.tsx';
import { describedBy } from '../components/templates.tsx';
import { DayParts } from './DayParts.tsx';

export const CategoryPanels = observer(function CategoryPanels(props: WidgetProps) {
  const { t } = useTranslation();
  const { store, step } = flowContext(props);
  const { id, value, label, readonly, disabled, rawErrors } = props;
  const base = useId();
  const { categories } = store.prebooking;
  const chosen = Number(value) || null;
  const off = disabled || readonly;
  const session = store.session;
  const infoText =
    chosen !== null && session.party_type === chosen && typeof session.info_text === 'string'
      ? session.info_text
      : '';
  // "No booking types" once the server has answered the three questions with nothing to offer.
  const answered = store.phase === 'ready' && Object.keys(store.sync.unsaved).length === 0 && !store.busy;
  const empty = categories.length === 0 && answered && session.can_take_booking !== false;
  return (
    <>
      {step.widgets.includes('dayParts') ? <DayParts store={store} /> : null}
      <fieldset id={id} className="covers-categories" aria-describedby={describedBy(id, rawErrors)}>
        <legend className="covers-label">{label}</legend>
        {empty ? (
          <p className="covers-message" role="status">
            {t(
              noticeKey(store.flow, 'noBookingTypes', guardData(store.state)) ??
                'widget:prebooking.noBookingTypes',
            )}
          </p>
        ) : (
          <ul className="covers-panels">
            {categories.map((category) => {
              const single = category.types.length === 1;
              const holdsChoice = category.types.some((type) => type.id === chosen);
              const panelId = `${base}-${category.id}`;
              const chosenName =
                holdsChoice && !single
                  ? category.types.find((type) => type.id === chosen)?.front_end_name
                  : undefined;
              return (
                <li key={category.id} className={`covers-panel${holdsChoice ? ' covers-panel--chosen' : ''}`}>
                  {single ? (
                    <button
                      type="button"
                      className="covers-panel-button"
                      aria-pressed={holdsChoice}
                      disabled={off}
                      onClick={() => store.chooseCategory(category.id)}
                    >
                      <span className="covers-choice-name">{category.name}</span>
                      {category.types[0]!.front_end_name !== category.name ? (
                        <span className="covers-choice-detail">{category.types[0]!.front_end_name}</span>
                      ) : null}
                    </button>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="covers-panel-button"
                        aria-expanded={category.open}
                        aria-controls={panelId}
                        disabled={off}
                        onClick={() => store.chooseCategory(category.id)}
                      >
                        <span className="covers-choice-name">{category.name}</span>
                        {chosenName ? <span className="covers-choice-detail">{chosenName}</span> : null}
                        <span className="covers-panel-marker" aria-hidden="true">
                          {category.open ? '−' : '+'}
                        </span>
                      </button>
                      <div
                        id={panelId}
                        className="covers-panel-body"
                        role="group"
                        aria-label={category.name}
                        hidden={!category.open}
                      >
                        {category.types.map((type) => (
                          <button
                            key={type.id}
                            type="button"
                            className="covers-choice"
                            aria-pressed={type.id === chosen}
                            disabled={off}
                            onClick={() =>
                              store.answer({ party_type: type.id, booking_type_category_id: category.id })
                            }
                          >
                            {type.front_end_name}
                          </button>
                        ))}
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {infoText ? <p className="covers-hint">{infoText}</p> : null}
      </fieldset>
    </>
  );
});
