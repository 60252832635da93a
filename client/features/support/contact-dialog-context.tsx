import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

export interface OpenContactDialogOptions {
  /** Prefills the Subject field; the default is the support-request text. */
  subject?: string;
}

interface ContactDialogContextValue {
  open(opts?: OpenContactDialogOptions): void;
}

const ContactDialogContext = createContext<ContactDialogContextValue | null>(null);

const ContactDialog = lazy(() => import('./contact-dialog').then((m) => ({ default: m.ContactDialog })));

/**
 * SPEC.md 2.12 #8: the contact-support dialog can be opened from any trigger. The dialog itself loads
 * on the first open, so pages that never show it do not pay for it.
 */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; subject?: string; opened: boolean; key: number }>({
    open: false,
    opened: false,
    key: 0,
  });

  const open = useCallback((opts?: OpenContactDialogOptions) => {
    setState((prev) => ({ open: true, opened: true, subject: opts?.subject, key: prev.key + 1 }));
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setState((prev) => ({ ...prev, open: next }));
  }, []);

  const value = useMemo(() => ({ open }), [open]);

  return (
    <ContactDialogContext.Provider value={value}>
      {children}
      {state.opened ? (
        <Suspense fallback={null}>
          <ContactDialog
            open={state.open}
            onOpenChange={onOpenChange}
            subject={state.subject}
            openKey={state.key}
          />
        </Suspense>
      ) : null}
    </ContactDialogContext.Provider>
  );
}

/** Opens the contact-support dialog: `useContactDialog().open({ subject })`. */
export function useContactDialog(): ContactDialogContextValue {
  const value = useContext(ContactDialogContext);
  if (!value) throw new Error('useContactDialog must be used inside ContactDialogProvider');
  return value;
}
