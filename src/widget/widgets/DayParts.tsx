/**
 * dayParts: the step-1 day-part buttons (Daytime, Evening, Late Night…) in display order, those
 * some booking category offers. The choice narrows the categories, is sent with the session and is
 * kept in local storage by the store (it is also the part step 2 opens on when nothing else decides).
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetStore } from '../../engine/store/index.ts';

export const DayParts = observer(function DayParts({ store }: { store: WidgetStore }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { dayParts, activeDayPart } = store.prebooking;
  if (dayParts.length === 0) return null;
  return (
    <div className="covers-dayparts" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="covers-label">
        {t('widget:prebooking.dayPart')}
      </p>
      <div className="covers-button-row">
        {dayParts.map((part) => {
          const pressed = activeDayPart !== null && String(activeDayPart) === String(part.id);
          return (
            <button
              key={part.id}
              type="button"
              className="covers-choice"
              aria-pressed={pressed}
              onClick={() => store.changeDayPart(part.id)}
            >
              <span className="covers-choice-name">{part.name}</span>
              <span className="covers-choice-detail">
                {part.start.slice(0, 5)}–{part.end.slice(0, 5)}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
});
