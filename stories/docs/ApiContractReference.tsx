import { contractByTag } from './apiContract';
import styles from './ApiContractReference.module.css';

/** The contract as reviewers browse it beside the stories: operations by tag, with parameters. */
export function ApiContractReference({ tag }: { tag?: string }) {
  const tags = contractByTag().filter((t) => !tag || t.name === tag);
  const operations = tags.reduce((n, t) => n + t.operations.length, 0);
  const inferred = tags.reduce((n, t) => n + t.operations.filter((o) => o.inferred).length, 0);
  return (
    <div className={styles.reference}>
      <p className={styles.summary}>
        {operations} operations in {tags.length} {tags.length === 1 ? 'area' : 'areas'}; {inferred} of our design (
        <span className={styles.inferred}>x-inferred</span>) where the specifications do not show the path or payload.
      </p>
      {tags.map((t) => (
        <section key={t.name} aria-labelledby={`tag-${t.name}`} className={styles.tag}>
          <h2 id={`tag-${t.name}`}>{t.name}</h2>
          <p className={styles.description}>{t.description}</p>
          <table className={styles.table}>
            <caption className="visually-hidden">Operations tagged {t.name}</caption>
            <thead>
              <tr>
                <th scope="col">Call</th>
                <th scope="col">Operation</th>
                <th scope="col">Parameters and body</th>
                <th scope="col">Responses</th>
              </tr>
            </thead>
            <tbody>
              {t.operations.map((op) => (
                <tr key={op.operationId}>
                  <td>
                    <code className={styles.method} data-method={op.method}>
                      {op.method}
                    </code>{' '}
                    <code className={styles.path}>{op.path}</code>
                  </td>
                  <td>
                    <code>{op.operationId}</code>
                    {op.inferred && <span className={styles.inferred}> x-inferred</span>}
                    <div className={styles.operationSummary}>{op.summary}</div>
                  </td>
                  <td>
                    <ul className={styles.parameters}>
                      {op.parameters.map((p) => (
                        <li key={`${p.in}:${p.name}`}>
                          <code>{p.name}</code>
                          {p.required ? '' : '?'} <span className={styles.muted}>({p.in})</span> {p.type}
                        </li>
                      ))}
                      {op.requestBody && (
                        <li>
                          <span className={styles.muted}>body</span> {op.requestBody}
                        </li>
                      )}
                    </ul>
                  </td>
                  <td>{op.statuses.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
