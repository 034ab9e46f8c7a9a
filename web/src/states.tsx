// The empty, loading and error states every screen shows the same way.
export function Loading() {
  return <p role="status" className="muted">Loading…</p>;
}
export function ErrorBox({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <div role="alert" className="error">
      {message} {retry && <button onClick={retry}>Retry</button>}
    </div>
  );
}
export function Empty({ children }: { children: React.ReactNode }) {
  return <p className="muted empty">{children}</p>;
}
