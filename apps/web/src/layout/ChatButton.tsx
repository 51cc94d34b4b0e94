import { MessageCircle } from 'lucide-react';
import { useSettings } from '../app/settings.tsx';

/** The floating chat button: an external chat app in a new tab. */
export function ChatButton() {
  const { chatUrl } = useSettings();
  return (
    <aside aria-label="Chat">
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
        aria-label="Chat with us (opens in a new tab)"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </aside>
  );
}
