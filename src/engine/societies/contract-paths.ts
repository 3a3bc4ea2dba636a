/**
 * A society contract's page and its signed file (spec §2.1): both carry the contract's code and its admin code,
 * the two secrets that make the holder its signatory. The server links to them and the account site opens them.
 */
export function contractPaths(contract: { code: string; admin_code: string }) {
  const page = `/society/contract/${encodeURIComponent(contract.code)}/${encodeURIComponent(contract.admin_code)}`;
  return {
    page,
    copy: `/society/contract-copy/${encodeURIComponent(contract.code)}/${encodeURIComponent(contract.admin_code)}`,
    download: `${page}/download`,
  };
}
