import { NotFoundContent } from '../../ui/NotFoundContent.tsx';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
