import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { IObservableValue } from 'mobx';

/** Development (live reload): an edit the server refused, with the checker's words, above the widget. */
export const PreviewBanner = observer(function PreviewBanner({ problems }: { problems: IObservableValue<readonly string[]> }) {
  const { t } = useTranslation();
  const list = problems.get();
  if (list.length === 0) return null;
  return (
    <div role="alert" className="covers-preview-banner">
      <p>{t('widget:preview.refused')}</p>
      <ul>
        {list.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
    </div>
  );
});
