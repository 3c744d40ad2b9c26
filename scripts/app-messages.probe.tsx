// Markup the guard in app-messages.test.ts must flag: every kind of text left in place.
declare const toast: { success(text: string): void };
declare const Field: (props: { label: string }) => null;

export function Probe({ on }: { on: boolean }) {
  toast.success('Saved');
  return (
    <div>
      <button type="button">Save changes</button>
      <button type="button" aria-label="Close dialog" />
      <input placeholder="Search teams" />
      <span title="More">…</span>
      <Field label="Language" />
      <p>{on ? 'Yes' : 'No'}</p>
      <p>3 / 4 · 100% · Candor</p>
      <p className="not-text" data-testid="also-not-text" />
    </div>
  );
}
