import { Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import {
  type CreateUserFieldErrors,
  type CreateUserForm,
  createUserFailure,
  emptyCreateUserForm,
  validateCreateUser,
} from '../create-user-form';
import { useCreateUserMutation } from '../users-api';

/** Admin spec §2 create-user form (username, email, password, confirmPassword, isAdmin). */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CreateUserForm>(emptyCreateUserForm);
  const [errors, setErrors] = useState<CreateUserFieldErrors>({});
  const [createUser, { isLoading }] = useCreateUserMutation();

  const field = (name: Exclude<keyof CreateUserForm, 'isAdmin'>) => ({
    value: form[name],
    error: errors[name],
    name,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const close = () => {
    setForm(emptyCreateUserForm);
    setErrors({});
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const validation = validateCreateUser(form);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    try {
      await createUser(validation.body).unwrap();
      toast.success(t('admin.users.created'), { id: 'user-created' });
      close();
    } catch (error) {
      const failure = createUserFailure(error as { status?: unknown; message?: unknown; code?: unknown }, {
        emailTaken: t('admin.users.createFailedEmail'),
        generic: t('admin.users.createError'),
      });
      // A conflict also sits under the field it is about, so the admin knows which one to change.
      if (failure.field) setErrors({ [failure.field]: failure.message });
      toast.error(failure.message, { id: 'user-create-failed' });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('admin.users.createTitle')} centered>
      <form onSubmit={submit} noValidate data-testid="create-user-form">
        <Stack>
          <TextInput label={t('admin.users.username')} autoComplete="off" {...field('username')} />
          <TextInput label={t('admin.users.email')} type="email" autoComplete="off" {...field('email')} />
          <PasswordInput
            label={t('admin.users.password')}
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordInput
            label={t('admin.users.confirmPassword')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Checkbox
            label={t('admin.users.isAdmin')}
            checked={form.isAdmin}
            onChange={(event) => {
              const isAdmin = event.currentTarget.checked;
              setForm((current) => ({ ...current, isAdmin }));
            }}
            name="isAdmin"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('admin.users.cancel')}
            </Button>
            <Button type="submit" loading={isLoading} data-testid="create-user-submit">
              {t('admin.users.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
