// A registering function given its title by the one function that calls it.
#import <UserNotifications/UserNotifications.h>

static void ObjCCallerPassesRegisterWith(NSString *title) {
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OCP" actions:@[[UNNotificationAction actionWithIdentifier:@"OCP_A" title:title options:UNNotificationActionOptionNone]] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]];
}

void ObjCCallerPassesSetUp(void) {
    ObjCCallerPassesRegisterWith(@"Reply");
}
