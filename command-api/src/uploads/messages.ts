/** Admin spec §5 "Card image" and §8 "Info tab": the texts the image upload answers with. */
export const UploadMessages = {
  imageRequired: '请选择图片文件',
  imageTooLarge: '图片大小不能超过5MB',
  uploaded: '图片上传成功',
} as const;
