/**
 * The floor of `pnpm --filter @attune/web bench`: a bare React 19 page built with the same tool chain
 * (vite, @vitejs/plugin-react), rendering the log-in page's heading and form with `createRoot`.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function LogIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main>
      <h1>Welcome back</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit">Log In</button>
      </form>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <LogIn />
    </StrictMode>,
  );
