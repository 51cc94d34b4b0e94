import { createRoot } from 'react-dom/client';
import PartnerApp from '../partner/PartnerApp.tsx';
import '../styles.css';
import { StaffRoot } from './StaffRoot.tsx';

// The page holds the loading state as markup (portal.html): React renders the same and takes over from there.
createRoot(document.getElementById('root')!).render(
  <StaffRoot>
    <PartnerApp />
  </StaffRoot>,
);
