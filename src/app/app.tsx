import { entries, site } from '../catalog/client';
import { localize } from '../catalog/text';

export function App() {
  return (
    <main>
      <h1>{localize(site.name)}</h1>
      <ul>
        {entries.map((e) => (
          <li key={e.id}>{localize(e.title)}</li>
        ))}
      </ul>
    </main>
  );
}
