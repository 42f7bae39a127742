import { Button, HStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { redo, undo } from './store/simulationReducer';
import { selectCanRedo, selectCanUndo } from './store/selectors';

/** Typing in a field keeps the browser's own undo of that field. */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Undo and Redo over profile, plan and variety, with Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z. */
export function HistoryControls() {
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || isTextEntry(event.target)) return;
      event.preventDefault();
      dispatch(event.shiftKey ? redo() : undo());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" disabled={!canUndo} onClick={() => dispatch(undo())} title="Ctrl/Cmd+Z">
        Undo
      </Button>
      <Button size="sm" variant="outline" disabled={!canRedo} onClick={() => dispatch(redo())} title="Shift+Ctrl/Cmd+Z">
        Redo
      </Button>
    </HStack>
  );
}
