/**
 * /society/contract/{code}/{admin_code} (§2.5, §4 "Contract"): the society's signatory reads the contract; once
 * they have scrolled it to 95 % the viewed call is made, the viewed message shows and the signature opens;
 * signing sends the drawn or typed signature. A completed contract shows its status name, the signature and
 * the download, and no signing. /society/contract-copy/{code}/{admin_code} is the contract alone (the copy
 * this page embeds), to read or print.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router-dom';
import { SocietyApi, type SocietyContract } from '../../../api-client/societies.ts';
import { contractPaths } from '../../../engine/societies/contract-paths.ts';
import { ordinalDateTimeOf } from '../../../engine/time/format.ts';
import { AccountPage, Loading, useFocusOn } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { putAnswer } from '../../site/queries.ts';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { SignatureField } from './SignatureField.tsx';

/** How far down the contract must be read before it counts as read (spec §9). */
const VIEWED_THRESHOLD = 0.95;


export function SocietyContractRoute() {
  const copy = useMatch('/society/contract-copy/:code/:adminCode');
  const { code = '', adminCode = '' } = useParams();
  const { t } = useTranslation();
  const societies = useApi(SocietyApi);
  const contract = useQuery({ queryKey: contractKey(code, adminCode), queryFn: () => societies.contract(code, adminCode) });
  const title = copy ? t('account:society.contract.copyHeading') : t('account:site.routes.societyContract');
  if (!contract.data)
    return (
      <AccountPage title={title}>
        {contract.isError ? <FormMessage kind="error">{errorMessage(contract.error, t('account:site.loadFailed'))}</FormMessage> : <Loading />}
      </AccountPage>
    );
  return (
    <AccountPage title={title}>
      {copy ? <ContractCopy contract={contract.data} /> : <ContractToSign contract={contract.data} code={code} adminCode={adminCode} />}
    </AccountPage>
  );
}

const contractKey = (code: string, adminCode: string) => ['society-contract', code, adminCode];

/** The contract itself: its title, its society, its terms and, once signed, the signature and who signed when. */
function ContractCopy({ contract }: { contract: SocietyContract }) {
  return (
    <article className="covers-contract">
      <ContractTerms contract={contract} />
      {contract.status.completed && <SignedBy contract={contract} />}
    </article>
  );
}

function ContractTerms({ contract }: { contract: SocietyContract }) {
  return (
    <>
      <h2 className="covers-page__subtitle">{contract.title}</h2>
      <p>{contract.society.title}</p>
      {/* The server writes the terms' HTML with every text escaped (headings and paragraphs only). */}
      <div className="covers-contract__terms" dangerouslySetInnerHTML={{ __html: contract.rendered_contract }} />
    </>
  );
}

function SignedBy({ contract }: { contract: SocietyContract }) {
  const { t } = useTranslation();
  const name = contract.signed_by ?? '';
  return (
    <section className="covers-contract__signed">
      {contract.signature_data && <img className="covers-contract__signature" src={contract.signature_data} alt={t('account:society.contract.signatureAlt', { name })} />}
      {contract.signed_at && <p>{t('account:society.contract.signedBy', { name, date: ordinalDateTimeOf(contract.signed_at) })}</p>}
    </section>
  );
}

function ContractToSign({ contract, code, adminCode }: { contract: SocietyContract; code: string; adminCode: string }) {
  const { t } = useTranslation();
  const { path } = useSite();
  const societies = useApi(SocietyApi);
  const queries = useQueryClient();
  const key = contractKey(code, adminCode);
  const viewed = useMutation({ mutationFn: () => societies.contractViewed(code, adminCode), onSuccess: (c) => putAnswer(queries, key, c) });
  const sign = useMutation({
    mutationFn: (signature: string) => societies.signContract(code, adminCode, signature),
    onSuccess: (c) => putAnswer(queries, key, c),
    // Signed meanwhile (another tab, another device): the page shows the contract as it now is.
    onError: () => queries.invalidateQueries({ queryKey: key }),
  });
  const [signature, setSignature] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const signedRef = useFocusOn<HTMLDivElement>(sign.isSuccess);
  const terms = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const isViewed = contract.viewed_at !== null;
  const markViewed = viewed.mutate;

  // Read to 95 % (or short enough to be seen whole): the viewed call, once.
  const checkRead = useCallback(() => {
    const box = terms.current;
    if (!box || asked.current || isViewed || contract.status.completed) return;
    if ((box.scrollTop + box.clientHeight) / box.scrollHeight < VIEWED_THRESHOLD) return;
    asked.current = true;
    markViewed();
  }, [isViewed, contract.status.completed, markViewed]);
  useEffect(checkRead, [checkRead]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signature) {
      setMissing(true);
      return;
    }
    sign.mutate(signature);
  };

  const status = <p className="covers-contract__status">{t('account:society.contract.status', { status: contract.status.name })}</p>;

  if (contract.status.completed)
    return (
      <div ref={signedRef} tabIndex={-1}>
        {sign.isSuccess && <FormMessage kind="success">{t('account:society.contract.signed')}</FormMessage>}
        {status}
        <ContractCopy contract={contract} />
        <p className="covers-booking-actions">
          <a className="covers-button" href={contractPaths({ code, admin_code: adminCode }).download}>
            {t('account:society.contract.download')}
          </a>
          <a className="covers-button covers-button--secondary" href={path(contractPaths({ code, admin_code: adminCode }).copy)}>
            {t('account:society.contract.copyLink')}
          </a>
        </p>
      </div>
    );

  return (
    <>
      <p>{t('account:society.contract.intro', { name: contract.current_user_name, society: contract.society.title })}</p>
      {status}
      <div
        ref={terms}
        className="covers-contract covers-contract--scroll"
        tabIndex={0}
        role="region"
        aria-label={t('account:society.contract.copyHeading')}
        onScroll={checkRead}
      >
        <ContractTerms contract={contract} />
      </div>
      {viewed.isError && <FormMessage kind="error">{errorMessage(viewed.error, t('errors:tryLater'))}</FormMessage>}
      {!isViewed ? (
        <FormMessage kind="info">{t('account:society.contract.scrollHint')}</FormMessage>
      ) : (
        <form className="covers-form" onSubmit={submit} noValidate>
          <FormMessage kind="success">{t('account:society.contract.viewed')}</FormMessage>
          <p>{t('account:society.contract.signingAs', { name: contract.current_user_name })}</p>
          <SignatureField
            disabled={sign.isPending}
            error={missing && !signature ? t('account:society.contract.signatureEmpty') : undefined}
            onChange={(value) => {
              setSignature(value);
              if (value) setMissing(false);
            }}
          />
          {sign.isError && <FormMessage kind="error">{errorMessage(sign.error, t('errors:tryLater'))}</FormMessage>}
          <p>
            <button type="submit" className="covers-button" disabled={sign.isPending}>
              {sign.isPending ? t('account:society.contract.signing') : t('account:society.contract.sign')}
            </button>
          </p>
        </form>
      )}
    </>
  );
}
