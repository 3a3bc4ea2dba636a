/**
 * The guest's own pre-order on their page (spec §2.4, §4, §8): their package and what they chose in
 * each group. Until the pre-order locks they change it here ('Pre order has been updated!'); once it is
 * locked (or the booking cancelled) the choices are only shown. A 423 (locked meanwhile) reloads the page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api-client/errors.ts';
import { GuestApi, type GuestView } from '../../../api-client/guests.ts';
import { choicesByGroup, type ChosenChoice } from '../../../api-client/pre-orders.ts';
import { chosenItem, itemSlots, slotAnswers, type ChoiceGroup } from '../../../engine/preorder/choices.ts';
import { errorMessage, focusFirstError, FormMessage } from '../../components/forms.tsx';
import { putAnswer } from '../../site/queries.ts';
import { useApi } from '../../site/SiteContext.tsx';
import { choicesComplete, engineGroups, GuestChoices } from './GuestChoices.tsx';

export function GuestOwnChoices({ code, guest }: { code: string; guest: GuestView }) {
  const { t } = useTranslation();
  const preOrder = guest.pre_order;
  if (!preOrder) return <p className="covers-notice covers-notice--info">{t('account:guestPage.noPackage')}</p>;
  const groups = engineGroups(preOrder.groups);
  const heading = t('account:guestPage.choicesHeading', { package: preOrder.name });
  const saved = slotAnswers(groups, preOrder.choices);
  if (guest.booking.pre_order_locked || guest.booking.cancelled) return <ChosenSummary heading={heading} groups={groups} choices={saved} />;
  return <ChoicesForm code={code} heading={heading} groups={groups} saved={saved} />;
}

function ChoicesForm({ code, heading, groups, saved }: { code: string; heading: string; groups: ChoiceGroup[]; saved: ChosenChoice[] }) {
  const { t } = useTranslation();
  const guests = useApi(GuestApi);
  const queries = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [choices, setChoices] = useState<ChosenChoice[]>(saved);
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: (wanted: ChosenChoice[]) => guests.savePreOrder(code, choicesByGroup(wanted)),
    onSuccess: (answer) => putAnswer(queries, ['guest', code], answer.data),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 423) location.reload();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (choicesComplete(groups, choices)) save.mutate(choices);
    else requestAnimationFrame(() => focusFirstError(form.current));
  };
  const failed = save.isError && !(save.error instanceof ApiError && save.error.status === 423);
  return (
    <form ref={form} className="covers-form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <GuestChoices
        heading={heading}
        groups={groups}
        choices={choices}
        onChange={(next) => {
          setChoices(next);
          save.reset();
        }}
        showMissing={tried}
        disabled={save.isPending}
      />
      <div aria-live="polite">
        {save.isSuccess ? <FormMessage kind="success">{save.data.meta.message}</FormMessage> : null}
        {failed ? <FormMessage kind="error">{errorMessage(save.error, t('errors:generic'))}</FormMessage> : null}
      </div>
      <button type="submit" className="covers-button" disabled={save.isPending}>
        {t('account:guestPage.saveChoices')}
      </button>
    </form>
  );
}

/** What the guest chose, group by group, without a way to change it. */
function ChosenSummary({ heading, groups, choices }: { heading: string; groups: ChoiceGroup[]; choices: ChosenChoice[] }) {
  const { t } = useTranslation();
  const slots = itemSlots(groups);
  return (
    <section className="covers-guest-choices" aria-label={heading}>
      <h2>{heading}</h2>
      <dl className="covers-summary">
        {groups.map((group) => {
          const titles = slots
            .filter((slot) => slot.group === group)
            .map((slot) => group.items.find((item) => item.id === chosenItem({ choices }, slot))?.title)
            .filter((title): title is string => title !== undefined);
          return (
            <div key={group.id}>
              <dt>{group.name}</dt>
              <dd>{titles.length > 0 ? titles.join(', ') : t('account:guestPage.nothingChosen')}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
