import type { AdminQuestion } from '#shared/contracts/admin-quizzes';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { QuestionActions } from './question-actions';
import { categoryText, createdText, typeText, variableText } from './question-text';

const COLUMNS = ['ID', 'Question', 'Category', 'Variable', 'Type', 'Created', 'Actions'];

/** The question directory: a table from the md breakpoint, a card list on phones. */
export function QuestionDirectory({ questions }: { questions: AdminQuestion[] }) {
  if (questions.length === 0)
    return <Card className="p-6 text-center text-muted">No questions found</Card>;
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border text-muted">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {questions.map((q) => (
              <tr key={q.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3 text-muted">{q.id}</td>
                <td className="max-w-md px-4 py-3 text-fg">{q.question}</td>
                <td className="px-4 py-3">
                  <Badge variant={q.category === 'blueprint' ? 'primary' : 'accent'}>
                    {categoryText(q)}
                  </Badge>
                </td>
                <td className="px-4 py-3 break-all">{variableText(q)}</td>
                <td className="px-4 py-3">{typeText(q)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{createdText(q)}</td>
                <td className="px-4 py-3">
                  <QuestionActions question={q} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="flex flex-col gap-3 md:hidden">
        {questions.map((q) => (
          <li key={q.id}>
            <Card className="flex flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <p className="text-fg">{q.question}</p>
                <QuestionActions question={q} />
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <Badge variant={q.category === 'blueprint' ? 'primary' : 'accent'}>
                  {categoryText(q)}
                </Badge>
                <span>#{q.id}</span>
                <span className="break-all">{variableText(q)}</span>
                <span>{typeText(q)}</span>
                <span>{createdText(q)}</span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
