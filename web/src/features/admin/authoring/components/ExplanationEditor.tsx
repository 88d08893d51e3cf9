import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

type ExplanationEditorProps = { value: string; onChange: (html: string) => void; label: string };

/**
 * The explanation's rich-text editor (Mantine's TipTap editor). Loaded lazily by QuestionForm: the editor is the
 * largest part of the back office and learners never need it. What it produces is HTML, sanitised by the server on
 * write and by SafeHtml on display.
 */
export default function ExplanationEditor({ value, onChange, label }: ExplanationEditorProps) {
  const editor = useEditor({
    // StarterKit's own link is replaced by Mantine's (it adds the link control's behaviour).
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    onUpdate: ({ editor: current }) => {
      if (!current.isDestroyed) onChange(current.getHTML());
    },
    editorProps: { attributes: { 'aria-label': label, 'data-testid': 'question-explanation-editor' } },
  });
  // A form reset (another question opened) replaces the content; typing does not come back through here. A destroyed
  // editor (StrictMode's second mount, an unmount) has no schema left: getHTML would throw.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.CodeBlock />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={120} />
    </RichTextEditor>
  );
}
