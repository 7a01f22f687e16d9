import { useId } from 'react';
import { Link } from '@servenear/shared/router';
import { useOpsPages } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import controls from '../../components/controls/controls.module.css';
import table from '../../components/table/OpsTable.module.css';
import { editorOf, whenOf } from './format';

/** '/ops/pages': the site's content pages (/pages/{slug}), each opening its editor. */
export default function PagesListPage() {
  const pages = useOpsPages();
  const captionId = useId();
  return (
    <>
      <h1 className={controls.title}>Content pages</h1>
      <OpsQueryState query={pages} empty={<p className={controls.muted}>There are no content pages.</p>}>
        {(list) => (
          <div className={table.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={table.table}>
              <caption id={captionId} className={table.caption}>
                Content pages: {list.length}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Address</th>
                  <th scope="col">Version</th>
                  <th scope="col">Last changed</th>
                </tr>
              </thead>
              <tbody>
                {list.map((page) => (
                  <tr key={page.slug}>
                    <th scope="row">
                      <Link to={`/ops/pages/${page.slug}`}>{page.title}</Link>
                    </th>
                    <td>/pages/{page.slug}</td>
                    <td>
                      {page.version} <span className={table.sub}>{page.versions === 1 ? '1 version' : `${page.versions} versions`}</span>
                    </td>
                    <td>
                      {whenOf(page.updated_at)}
                      <span className={table.sub}>by {editorOf(page.updated_by)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </OpsQueryState>
    </>
  );
}
