/** Routes of SPEC §2 whose feature is not built yet (the permission popup). */
export function NotAvailableRoute() {
  return <p role="status">This part of the wallet is not available yet.</p>
}
