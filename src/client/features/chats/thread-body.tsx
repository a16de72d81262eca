import { Spinner } from '../../ui/spinner';
import { MessageList, type MessageListProps } from './message-list';

/** An open conversation's messages, once they have loaded (or why they have not). */
export function ThreadBody({
  loading,
  failedToLoad,
  ...list
}: MessageListProps & { loading: boolean; failedToLoad: boolean }) {
  if (loading)
    return (
      <div className="grid flex-1 place-items-center">
        <Spinner label="Loading messages" />
      </div>
    );
  if (failedToLoad)
    return (
      <p role="alert" className="grid flex-1 place-items-center p-6 text-center text-danger">
        This conversation could not be loaded. Please try again.
      </p>
    );
  return <MessageList {...list} />;
}
