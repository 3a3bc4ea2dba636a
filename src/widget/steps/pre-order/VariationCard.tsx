/**
 * One variation of a pre-order option as a card: its name, its price (per person or per booking),
 * an info popup with its description, Add, then a count with plus and minus and Remove, and its
 * item choices when they are made now (per-booking prices) rather than after booking.
 *
 * A per-person package without mix and match has one for each person (the engine's rule): its count
 * is shown, not edited.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPence } from '../../../engine/money/money.ts';
import { choicesDeferred, fixedQuantity } from '../../../engine/preorder/preorder.ts';
import type { AvailableOption, ChosenVariation, OptionVariation } from '../../../engine/preorder/types.ts';
import type { WidgetStore } from '../../../engine/store/index.ts';
import { InfoPopup } from '../../components/InfoPopup.tsx';
import { ChoiceGroups } from './ChoiceGroups.tsx';
import { choiceGroups } from './choices.ts';

interface VariationCardProps {
  store: WidgetStore;
  option: AvailableOption;
  variation: OptionVariation & { background_colour?: unknown; text_colour?: unknown };
  chosen: ChosenVariation | undefined;
  people: number;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export const VariationCard = observer(function VariationCard({ store, option, variation, chosen, people }: VariationCardProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  // Add and Remove swap the card's controls: focus goes to what replaced the button pressed.
  const [focusNext, setFocusNext] = useState<'count' | 'add' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const countRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const base = useId();
  const nameId = `${base}-name`;
  const countId = `${base}-count`;
  const id = variation.variation_id;
  const name = variation.name;
  const fixed = fixedQuantity(option, people);
  // While the store cannot take a change (Continue's update on its way), the controls say so with
  // aria-disabled and ignore presses instead of being `disabled`: a focused control made disabled
  // loses the focus to the page, and a keyboard user would start again from the top.
  const ready = store.phase === 'ready' && !store.preorder.leaving;
  const off = ready ? undefined : true;
  const when = (change: () => void) => () => {
    if (ready) change();
  };
  const price = formatPence(variation.calculated_price);
  const groups = choiceGroups(variation);
  const deferred = choicesDeferred(option);
  // The flow's template colours, on the card's name band, when both are given.
  useEffect(() => {
    if (focusNext === 'count' && chosen) (countRef.current ?? removeRef.current)?.focus();
    else if (focusNext === 'add' && !chosen) addRef.current?.focus();
    else return;
    setFocusNext(null);
  }, [focusNext, chosen]);
  const band = typeof variation.background_colour === 'string' && HEX.test(variation.background_colour) && typeof variation.text_colour === 'string' && HEX.test(variation.text_colour) ? { backgroundColor: variation.background_colour, color: variation.text_colour } : undefined;

  return (
    <article className={`covers-card${chosen ? ' covers-card--chosen' : ''}`} aria-labelledby={nameId}>
      <div className={`covers-card-head${band ? ' covers-card-head--themed' : ''}`} style={band}>
        <h4 id={nameId} className="covers-card-name">
          {name}
        </h4>
        {variation.description ? <InfoPopup label={t('widget:preOrder.infoAbout', { name })} text={variation.description} /> : null}
      </div>
      <p className="covers-card-price">{t(option.price_per_booking ? 'widget:preOrder.pricePerBooking' : 'widget:preOrder.pricePerPerson', { price })}</p>

      {!chosen ? (
        <div className="covers-card-actions">
          <button
            ref={addRef}
            type="button"
            className="covers-add-button"
            aria-disabled={off}
            aria-label={t('widget:preOrder.addNamed', { name })}
            onClick={when(() => {
              store.changeVariation('add', id);
              setFocusNext('count');
            })}
          >
            {t('widget:preOrder.add')}
          </button>
        </div>
      ) : (
        <div className="covers-card-actions">
          {fixed !== undefined ? (
            <p className="covers-card-fixed" id={countId}>
              {t('widget:preOrder.perPersonFixed', { count: chosen.quantity })}
            </p>
          ) : (
            <div className="covers-count" role="group" aria-labelledby={`${countId}-label ${nameId}`}>
              <label id={`${countId}-label`} htmlFor={countId} className="covers-count-label">
                {t('widget:preOrder.quantity')}
              </label>
              <div className="covers-count-controls">
                <button
                  type="button"
                  className="covers-count-button"
                  aria-label={t('widget:preOrder.decreaseNamed', { name })}
                  aria-disabled={off}
                  onClick={when(() => store.changeVariation('decrement', id))}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <input
                  ref={countRef}
                  id={countId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  aria-labelledby={`${countId}-label ${nameId}`}
                  value={draft ?? String(chosen.quantity)}
                  aria-disabled={off}
                  readOnly={!ready}
                  onChange={(e) => {
                    const text = e.target.value;
                    setDraft(text);
                    if (/^\d+$/.test(text)) store.changeVariation('set', id, Number(text));
                  }}
                  onBlur={() => setDraft(null)}
                />
                <button type="button" className="covers-count-button" aria-label={t('widget:preOrder.increaseNamed', { name })} aria-disabled={off} onClick={when(() => store.changeVariation('increment', id))}>
                  <span aria-hidden="true">+</span>
                </button>
              </div>
            </div>
          )}
          <button
            ref={removeRef}
            type="button"
            className="covers-remove-button covers-secondary"
            aria-disabled={off}
            aria-label={t('widget:preOrder.removeNamed', { name })}
            onClick={when(() => {
              store.changeVariation('remove', id);
              setFocusNext('add');
            })}
          >
            {t('widget:preOrder.remove')}
          </button>
        </div>
      )}

      {chosen && !deferred && groups.length > 0 ? <ChoiceGroups store={store} variationId={id} variationName={name} groups={groups} chosen={chosen} /> : null}
    </article>
  );
});
