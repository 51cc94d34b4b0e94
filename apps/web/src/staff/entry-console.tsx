import { createRoot } from 'react-dom/client';
import ConsoleApp from '../admin/ConsoleApp.tsx';
import '../styles.css';
import { StaffRoot } from './StaffRoot.tsx';

// The page holds the loading state as markup (console.html): React renders the same and takes over from there.
createRoot(document.getElementById('root')!).render(
  <StaffRoot>
    <ConsoleApp />
  </StaffRoot>,
);
